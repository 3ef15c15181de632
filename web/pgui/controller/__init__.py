"""The controller: the App (screens, taps, saving), what one redraw reads (frame), the computers."""
