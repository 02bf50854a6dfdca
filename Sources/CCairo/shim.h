#include <cairo/cairo.h>
#include <pixman.h>
#include <stdint.h>
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
