/// Platform-independent core of Tactile: geometry, views, touches, gesture recognizers, drawing.
public enum TactileCoreModule {}
