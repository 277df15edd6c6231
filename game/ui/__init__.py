"""The drawing layer: screens, input, layout, animation (pygame lives here and in views)."""
