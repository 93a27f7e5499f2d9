import WaylandScannerKit
// Skeleton: the CLI arrives with the scanner.
