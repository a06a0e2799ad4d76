// The project's own PRNG (SplitMix64), unbiased below(n) and Fisher-Yates shuffle: deals must not depend on
// the standard library's distributions, which differ between libstdc++ and Emscripten's libc++.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <utility>

namespace patience {

class Rng {
  public:
    explicit constexpr Rng(std::uint64_t seed) : state_(seed) {}
    constexpr std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n), n > 0, by rejection: no modulo bias.
    constexpr std::uint32_t below(std::uint32_t n) {
        const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
        std::uint64_t x = next();
        while (x >= limit) x = next();
        return static_cast<std::uint32_t>(x % n);
    }
    template <class T> constexpr void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }

  private:
    std::uint64_t state_;
};

// FNV-1a, to turn names into seeds; stable across compilers.
constexpr std::uint64_t fnv1a(std::string_view text, std::uint64_t h = 0xcbf29ce484222325ULL) {
    for (char c : text) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    return h;
}

} // namespace patience
