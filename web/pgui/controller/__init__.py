"""The controller: the App (screens, taps, saving), what one redraw reads (frame), the computers,
the instant start (snapshot: the screens the boot script shows before Python is ready)."""
