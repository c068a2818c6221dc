"""Layer 1, data: placeholder."""
