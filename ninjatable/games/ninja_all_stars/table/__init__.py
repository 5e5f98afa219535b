"""The Ninja All-Stars table: layout, model, paint, words, scene, and the painted miniatures."""
