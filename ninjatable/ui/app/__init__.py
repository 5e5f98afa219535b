"""The app around the tables: the window and its screens (lobby, seat setup, hand-over, pause, results, rules,
settings, messages). `navigation.AppContext` is what a screen may ask of the app; `window.App` is the app."""
