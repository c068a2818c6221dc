"""Layer 3, rules: placeholder."""
