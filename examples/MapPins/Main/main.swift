import MapPinsKit

// `map-pins`: the flagship example (docs/MAP-PINS.md). Everything lives in MapPinsKit so the tests
// can drive the same app in-process; a bad flag value exits with a usage error (status 64).
let options = MapPinsOptions.parseOrExit()
MapPinsLauncher.run(options)
