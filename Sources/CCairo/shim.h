#include <cairo/cairo.h>
#include <pixman.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Blurs `height` rows of `width` bytes, `stride` apart, in place, with one box blur per radius; pixels outside count
 * as zero. Each box's mean is (sum + size / 2) / size, computed as a multiply by ceil(2^40 / size) and a shift, which
 * is exact for every sum of at most 65,535 bytes. `source` holds width * height bytes and `sums` width counters.
 *
 * CoreGraphics draws shadows with it. It is the one per-pixel loop of Casement's own, and it is here in C because
 * Swift's debug builds, which tests use, run such loops too slowly: a shadow over a phone screen at 3x took seconds. */
static inline void casement_box_blur(uint8_t *pixels, long width, long height, long stride, const long *radii, long count,
                                     uint8_t *source, long *sums) {
    for (long pass = 0; pass < count; pass++) {
        const long radius = radii[pass], size = 2 * radius + 1, half = size / 2;
        const uint64_t reciprocal = ((UINT64_C(1) << 40) + (uint64_t)size - 1) / (uint64_t)size;
#define CASEMENT_MEAN(sum) ((uint8_t)((((uint64_t)(sum) + (uint64_t)half) * reciprocal) >> 40))
        for (long y = 0; y < height; y++) {
            uint8_t *row = pixels + y * stride;
            memcpy(source, row, (size_t)width);
            long sum = 0;
            for (long x = 0; x < radius && x < width; x++) sum += source[x];
            for (long x = 0; x < width; x++) {
                if (x + radius < width) sum += source[x + radius];
                if (x - radius - 1 >= 0) sum -= source[x - radius - 1];
                row[x] = CASEMENT_MEAN(sum);
            }
        }
        for (long y = 0; y < height; y++) memcpy(source + y * width, pixels + y * stride, (size_t)width);
        memset(sums, 0, sizeof(long) * (size_t)width);
        for (long y = 0; y < radius && y < height; y++) {
            const uint8_t *row = source + y * width;
            for (long x = 0; x < width; x++) sums[x] += row[x];
        }
        for (long y = 0; y < height; y++) {
            if (y + radius < height) {
                const uint8_t *entering = source + (y + radius) * width;
                for (long x = 0; x < width; x++) sums[x] += entering[x];
            }
            if (y - radius - 1 >= 0) {
                const uint8_t *leaving = source + (y - radius - 1) * width;
                for (long x = 0; x < width; x++) sums[x] -= leaving[x];
            }
            uint8_t *row = pixels + y * stride;
            for (long x = 0; x < width; x++) row[x] = CASEMENT_MEAN(sums[x]);
        }
#undef CASEMENT_MEAN
    }
}

/* Blurs a rectangle of `width` x `height` four-byte pixels, `stride` bytes apart, in place: each byte of a pixel as its
 * own plane, through `casement_box_blur`'s passes. Pixels beyond the rectangle read as its nearest edge pixel, so a
 * blurred backdrop keeps its colors up to its borders instead of fading to transparent. Returns 0 when memory runs out,
 * leaving the pixels as they were.
 *
 * Visual-effect backdrops use it: a whole-screen blur at 3x takes seconds in a debug build's Swift loop. */
static inline int casement_box_blur_clamped_rgba(uint8_t *pixels, long width, long height, long stride, const long *radii, long count) {
    long pad = 0;
    for (long pass = 0; pass < count; pass++) pad += radii[pass];
    const long paddedWidth = width + 2 * pad, paddedHeight = height + 2 * pad;
    uint8_t *plane = malloc((size_t)(paddedWidth * paddedHeight));
    uint8_t *source = malloc((size_t)(paddedWidth * paddedHeight));
    long *sums = malloc(sizeof(long) * (size_t)paddedWidth);
    if (!plane || !source || !sums) {
        free(plane);
        free(source);
        free(sums);
        return 0;
    }
    for (long channel = 0; channel < 4; channel++) {
        for (long y = 0; y < paddedHeight; y++) {
            const long sourceY = y < pad ? 0 : y - pad >= height ? height - 1 : y - pad;
            const uint8_t *row = pixels + sourceY * stride;
            uint8_t *out = plane + y * paddedWidth;
            for (long x = 0; x < paddedWidth; x++) {
                const long sourceX = x < pad ? 0 : x - pad >= width ? width - 1 : x - pad;
                out[x] = row[sourceX * 4 + channel];
            }
        }
        casement_box_blur(plane, paddedWidth, paddedHeight, paddedWidth, radii, count, source, sums);
        for (long y = 0; y < height; y++) {
            const uint8_t *in = plane + (y + pad) * paddedWidth + pad;
            uint8_t *row = pixels + y * stride;
            for (long x = 0; x < width; x++) row[x * 4 + channel] = in[x];
        }
    }
    free(plane);
    free(source);
    free(sums);
    return 1;
}
