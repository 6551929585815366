"""The pygame side shared by every game: widgets, drag and drop, caches, theme."""
