"""What the browser benchmarks share: the device profiles (this machine as it is, or a tablet
emulated through the Chrome DevTools Protocol: CPU slowdown, slower network) and a built site
with Chromium to load it. Imported by the scripts beside it, once they have put the project's
folder on sys.path."""
from __future__ import annotations

import os

import build
from buildtools import dev_env

# name -> (CPU slowdown, download bytes/s, upload bytes/s, latency ms); None: no emulation
PROFILES = {
    "desktop": None,
    "tablet": (4, 20e6 / 8, 10e6 / 8, 60),
}


def emulate(context, page, profile: str) -> None:
    """Put `page` (of the Playwright browser `context`) under `profile`."""
    settings = PROFILES[profile]
    if settings is None:
        return
    cpu, down, up, latency = settings
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": latency,
                                                  "downloadThroughput": down, "uploadThroughput": up})


def ready_chromium(sites, no_build: bool) -> str | None:
    """Chromium's path, once every site (a folder) is built: dist/ is built unless `no_build`, or
    `python3 build.py bench` built it already (DIST_ALREADY_BUILT=1). None, with the command that
    installs it printed, when it is missing."""
    built = no_build or os.environ.get("DIST_ALREADY_BUILT") == "1"
    if not built or not all((site / "index.html").is_file() for site in sites):
        dev_env.setup()
        build.build()
    chromium = dev_env.find_chromium()
    if chromium is None:
        print("Chromium not found: `apt-get install chromium` on Debian/Ubuntu, or set CHROMIUM")
    return chromium
