import KioskKit

// `kiosk-demo`: the second example (docs/KIOSK-DEMO.md). Everything lives in KioskKit so the tests
// drive the same app in-process; a bad flag exits with a usage error (status 64).
let options = KioskOptions.parseOrExit()
KioskLauncher.run(options)
