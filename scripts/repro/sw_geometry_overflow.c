/*
 * Reproduces the SDL 2.26 software-renderer crash that Flick hit at 2x when compositing the
 * home story's 3-D flip: one SDL_RenderGeometry call with the exact vertices Flick submitted
 * (logged from SDLRenderer.flush), a 768x1280 texture drawn into a 768x1280 surface.
 *
 * Root cause (SDL2-2.26.5 src/render/software/SDL_triangle.c, SDL_SW_BlitTriangle):
 *     s2_x_area.x = s2->x * area;      s2_x_area.y = s2->y * area;
 * is a 32-bit int product. `area` is twice the triangle's area in half-pixel fixed point
 * (FP_BITS = 1), i.e. 8 x the area in pixels; s2 is the third vertex's texel. The second
 * triangle below has area 3 687 032 and s2.y = 1279, so the product (4.7e9) wraps, and
 * TRIANGLE_GET_TEXTCOORD then computes srcy about 2^32 / area = 1165 rows before the texture:
 * invalid reads (valgrind) or a segfault. At 1x the same picture is 8x smaller in area x texel
 * and stays under 2^31.
 *
 * Build and run:
 *   cc scripts/repro/sw_geometry_overflow.c $(sdl2-config --cflags --libs) -o /tmp/sw-overflow
 *   /tmp/sw-overflow            # the crashing triangles: segfault / valgrind invalid reads
 *   /tmp/sw-overflow safe       # the same quad split as Flick now splits it: draws fine
 *   valgrind /tmp/sw-overflow edge   # a second, smaller bug: a sliver whose three vertices all
 *                                    # have v = 1 reads row h, one past the texture (invalid read)
 *
 * Second bug (same function): SW_QueueGeometry takes (int)(v * h) = h for v = 1, and
 * SDL_SW_BlitTriangle only pulls the largest texel back by one when the triangle's texel box
 * is not empty (`if (srcrect.h > 0)`).
 */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

static SDL_Vertex v(float x, float y, float u, float tv)
{
    SDL_Vertex r;
    r.position.x = x;
    r.position.y = y;
    r.color.r = r.color.g = r.color.b = r.color.a = 255;
    r.tex_coord.x = u;
    r.tex_coord.y = tv;
    return r;
}

int main(int argc, char **argv)
{
    const int w = 768, h = 1280;
    int safe = argc > 1 && strcmp(argv[1], "safe") == 0;
    int edge = argc > 1 && strcmp(argv[1], "edge") == 0;
    SDL_Surface *dst = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = dst ? SDL_CreateSoftwareRenderer(dst) : NULL;
    SDL_Texture *t = r ? SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h) : NULL;
    if (!t) {
        fprintf(stderr, "setup failed: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);

    /* Exactly what SDLRenderer.composite submitted (SDLRenderer+Groups.swift, popGroup). */
    SDL_Vertex quad[4] = {
        v(1.0f, 2.0f, 0.0013224283f, 0.001574707f),
        v(720.0f, -1.0f, 0.9375203f, 0.0f),
        v(720.0f, 1281.0f, 0.9375203f, 1.0f),
        v(1.0f, 1278.0f, 0.0013224283f, 0.9984497f),
    };
    int indices[6] = {0, 1, 3, 3, 1, 2};

    /* The same quad cut into 4 x 4 cells (what MeshBuilder now does for big textured triangles
     * on the software renderer); texture coordinates interpolate linearly, as SDL's do. */
    SDL_Vertex grid[25];
    int gridIndices[96];
    const int n = 4;
    for (int j = 0; j <= n; j++) {
        for (int i = 0; i <= n; i++) {
            float s = (float)i / n, q = (float)j / n;
            SDL_Vertex top = v(quad[0].position.x + (quad[1].position.x - quad[0].position.x) * s,
                               quad[0].position.y + (quad[1].position.y - quad[0].position.y) * s,
                               quad[0].tex_coord.x + (quad[1].tex_coord.x - quad[0].tex_coord.x) * s,
                               quad[0].tex_coord.y + (quad[1].tex_coord.y - quad[0].tex_coord.y) * s);
            SDL_Vertex bottom = v(quad[3].position.x + (quad[2].position.x - quad[3].position.x) * s,
                                  quad[3].position.y + (quad[2].position.y - quad[3].position.y) * s,
                                  quad[3].tex_coord.x + (quad[2].tex_coord.x - quad[3].tex_coord.x) * s,
                                  quad[3].tex_coord.y + (quad[2].tex_coord.y - quad[3].tex_coord.y) * s);
            grid[j * (n + 1) + i] = v(SDL_roundf(top.position.x + (bottom.position.x - top.position.x) * q),
                                      SDL_roundf(top.position.y + (bottom.position.y - top.position.y) * q),
                                      top.tex_coord.x + (bottom.tex_coord.x - top.tex_coord.x) * q,
                                      top.tex_coord.y + (bottom.tex_coord.y - top.tex_coord.y) * q);
        }
    }
    int k = 0;
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < n; i++) {
            int a = j * (n + 1) + i;
            int tri[6] = {a, a + 1, a + n + 2, a, a + n + 2, a + n + 1};
            memcpy(&gridIndices[k], tri, sizeof tri);
            k += 6;
        }
    }

    for (int i = 0; i < 2; i++) {
        const SDL_Vertex *a = &quad[indices[3 * i]], *b = &quad[indices[3 * i + 1]], *c = &quad[indices[3 * i + 2]];
        long long ax = (int)a->position.x * 2, ay = (int)a->position.y * 2;
        long long bx = (int)b->position.x * 2, by = (int)b->position.y * 2;
        long long cx = (int)c->position.x * 2, cy = (int)c->position.y * 2;
        long long area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
        if (area < 0) area = -area;
        long long s2y = (long long)(c->tex_coord.y * h);
        printf("triangle %d: area %lld x s2.y %lld = %lld (INT_MAX %d)%s\n", i, area, s2y, area * s2y, SDL_MAX_SINT32,
               area * s2y > SDL_MAX_SINT32 ? "  <- overflows s2_x_area" : "");
    }
    fflush(stdout);

    if (edge) {
        /* A fringe sliver along the texture's bottom edge: every v is 1. The texture is one flat
         * grey, so every pixel drawn should be 40404040; SDL copies row 1280 instead, which is
         * past the texture (valgrind: uninitialised or invalid reads). */
        SDL_Texture *grey = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, w, h);
        void *pixels;
        int pitch;
        SDL_LockTexture(grey, NULL, &pixels, &pitch);
        memset(pixels, 0x40, (size_t)pitch * h);
        SDL_UnlockTexture(grey);
        SDL_SetTextureBlendMode(grey, SDL_BLENDMODE_NONE);
        SDL_Vertex sliver[3] = {v(10.0f, 1279.0f, 0.1f, 1.0f), v(700.0f, 1279.0f, 0.9f, 1.0f), v(10.0f, 1280.0f, 0.1f, 1.0f)};
        int rc = SDL_RenderGeometry(r, grey, sliver, 3, NULL, 0);
        SDL_RenderFlush(r);
        Uint32 got = ((Uint32 *)dst->pixels)[1279 * (dst->pitch / 4) + 300];
        printf("edge sliver: SDL_RenderGeometry returned %d; pixel (300, 1279) is %08x, expected 40404040\n", rc, got);
        return 0;
    }
    int rc = safe ? SDL_RenderGeometry(r, t, grid, 25, gridIndices, k)
                  : SDL_RenderGeometry(r, t, quad, 4, indices, 6);
    SDL_RenderFlush(r);
    printf("%s: SDL_RenderGeometry returned %d, no crash\n", safe ? "safe grid" : "original", rc);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(dst);
    return 0;
}
