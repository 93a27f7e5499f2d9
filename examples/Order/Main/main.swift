import OrderKit

// `order-kiosk`: the ordering terminal of issue 40. Everything lives in OrderKit so the tests drive
// the same app in-process; a bad flag exits with a usage error (status 64).
let options = OrderOptions.parseOrExit()
OrderLauncher.run(options)
