"""The device profiles the browser benchmarks share: this machine as it is, or a tablet emulated
through the Chrome DevTools Protocol (CPU slowdown, slower network)."""
from __future__ import annotations

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
