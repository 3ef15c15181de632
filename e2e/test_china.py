"""The China map by taps: round 1 offers one plant per player, round 2 offers N-1 (CHINA-4, CHINA-9);
screenshots of the China board at both tablet sizes."""

from __future__ import annotations

from test_game import SIZES, click, count, kind, play_cheaply, take_tablet


def plants_on_sale(page) -> int:
    return count(page, "#pg-plants .cards-current .card")


def round_chip(page) -> str:
    return page.locator("#pg-top .status-line .chip").first.inner_text()


def china_shots(page, artifacts, name: str) -> None:
    before = page.viewport_size
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"china-{name}-{width}x{height}.png"))
    page.set_viewport_size(before)


def test_china_round1_one_plant_each_then_n_minus_1(page, app_url, boot, artifacts):
    page.set_viewport_size({"width": 1024, "height": 768})
    boot(page, app_url)
    click(page, '[data-action="players"][data-n="4"]')
    click(page, '[data-action="map"][data-map="china"]')
    assert count(page, 'input[data-change="beginner"]') == 0      # AMB-61
    click(page, '[data-action="region-mode"][data-mode="pick"]')
    for region in ("northeast", "north", "east", "southwest"):
        click(page, f'.region-top[data-region="{region}"] .rdot')
    assert count(page, ".regionmap .region.on") == 4
    page.locator(".regionmap").scroll_into_view_if_needed()
    china_shots(page, artifacts, "regions")
    click(page, '[data-action="start"]')
    take_tablet(page)
    assert kind(page) == "choose"
    assert plants_on_sale(page) == 4                                  # CHINA-4
    assert count(page, "#pg-plants .cards-future") == 0               # CHINA-6
    assert count(page, "#pg-plants .market-note") == 1
    assert count(page, "#pg-decision .round1-rule") == 1              # CHINA-7
    china_shots(page, artifacts, "round1")
    for _ in range(60):
        take_tablet(page)
        if kind(page) == "choose" and round_chip(page).strip().endswith("2"):
            break
        play_cheaply(page)
    assert plants_on_sale(page) == 3                                  # CHINA-9: N-1
    china_shots(page, artifacts, "round2")
