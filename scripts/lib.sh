#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Shared steps of scripts/run and scripts/test: install missing Debian packages, configure, build.
set -euo pipefail

GPUPLAN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GPUPLAN_BUILD="${GPUPLAN_BUILD:-$GPUPLAN_ROOT/build}"

# Everything comes from Debian 12 packages; nothing is downloaded at build time.
GPUPLAN_PACKAGES=(
  g++ cmake ninja-build pkg-config
  qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  libqcustomplot-dev libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev
  fonts-noto-cjk xvfb xauth poppler-utils
  clang-14 libfuzzer-14-dev libclang-rt-14-dev
  libqt6svg6 librsvg2-bin help2man desktop-file-utils appstream shared-mime-info lintian file
  python3-fonttools
)

gpuplan_missing_packages() {
  local missing=()
  for p in "${GPUPLAN_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  echo "${missing[@]:-}"
}

gpuplan_install_packages() {
  local missing
  missing="$(gpuplan_missing_packages)"
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "gpuplan needs these Debian packages; install them and run again:" >&2
    echo "  sudo apt-get install -y --no-install-recommends $missing" >&2
    exit 1
  fi
  echo "Installing missing Debian packages: $missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $missing
}

gpuplan_build() {
  local build_type="${GPUPLAN_BUILD_TYPE:-RelWithDebInfo}"
  if [ ! -f "$GPUPLAN_BUILD/build.ninja" ]; then
    cmake -S "$GPUPLAN_ROOT" -B "$GPUPLAN_BUILD" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" "$@"
  fi
  cmake --build "$GPUPLAN_BUILD" -j"$(nproc)"
}
