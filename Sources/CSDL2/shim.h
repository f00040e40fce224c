#ifndef FLICK_CSDL2_SHIM_H
#define FLICK_CSDL2_SHIM_H
// Debian's pkg-config for sdl2 adds -I/usr/include/SDL2, so the headers are included by bare name.
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
// glibc's allocator settings (mallopt, mallinfo2), for FlickSDL's AllocatorTuning.
#ifdef __GLIBC__
#include <malloc.h>
#endif
#endif
