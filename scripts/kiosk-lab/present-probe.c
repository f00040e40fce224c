/* What a kmsdrm present puts on the glass (docs/KIOSK.md, "Why the first frame was black").
 * Opens a window the way flick's SDLWindow does (fullscreen desktop, vsync, target textures),
 * then clears to a sequence of colours, one present each, and after every step writes
 * /run/present-probe.<n> and waits for /run/present-probe.<n>.done (the job screenshots the
 * display in between). A step named "pump" only drains SDL's events without presenting. */
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void step_done(int n, const char *what) {
    char path[64], done[80];
    snprintf(path, sizeof path, "/run/present-probe.%d", n);
    snprintf(done, sizeof done, "%s.done", path);
    FILE *f = fopen(path, "w");
    if (f) { fprintf(f, "%s\n", what); fclose(f); }
    printf("step %d: %s\n", n, what);
    fflush(stdout);
    while (access(done, F_OK) != 0) usleep(100000);
}

int main(int argc, char **argv) {
    SDL_SetHint(SDL_HINT_RENDER_VSYNC, "1");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) { printf("init: %s\n", SDL_GetError()); return 1; }
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    Uint32 flags = SDL_WINDOW_SHOWN | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_RESIZABLE | SDL_WINDOW_FULLSCREEN_DESKTOP;
    SDL_Window *w = SDL_CreateWindow("probe", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 800, 480, flags);
    if (!w) { printf("window: %s\n", SDL_GetError()); return 1; }
    SDL_Renderer *r = SDL_CreateRenderer(w, -1, SDL_RENDERER_TARGETTEXTURE | SDL_RENDERER_PRESENTVSYNC);
    if (!r) { printf("renderer: %s\n", SDL_GetError()); return 1; }
    SDL_RendererInfo info;
    SDL_GetRendererInfo(r, &info);
    printf("driver %s renderer %s\n", SDL_GetCurrentVideoDriver(), info.name);
    for (int i = 1; i < argc; i++) {
        const char *c = argv[i];
        if (strcmp(c, "pump") == 0) {
            SDL_Event e;
            while (SDL_PollEvent(&e)) printf("  event type 0x%x (window event %d)\n", e.type,
                                             e.type == SDL_WINDOWEVENT ? e.window.event : -1);
        } else {
            Uint8 red = strchr(c, 'r') ? 255 : 0, green = strchr(c, 'g') ? 255 : 0, blue = strchr(c, 'b') ? 255 : 0;
            SDL_SetRenderDrawColor(r, red, green, blue, 255);
            SDL_RenderClear(r);
            SDL_RenderPresent(r);
        }
        step_done(i, c);
    }
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
    SDL_Quit();
    return 0;
}
