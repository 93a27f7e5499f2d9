import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Touch Events and Views") struct TouchInputTests {
    @Test func oneEventPerFrameWithStationaryTouchesNotDelivered() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 100, 100))
        let b = s.view("B", R(200, 0, 100, 100))
        var eventCount = 0
        var sawStationary = false
        a.onCall = { _, touches, _ in
            eventCount += 1
            sawStationary = sawStationary || touches.contains { $0.phase == .stationary }
        }
        s.driver.down(1, at: P(10, 10))
        s.driver.down(2, at: P(210, 10))
        s.driver.frame()
        #expect(s.window.event.allTouches.count == 2)
        var stationaryInEvent = false
        b.onCall = { _, _, event in stationaryInEvent = event.allTouches.contains { $0.phase == .stationary } }
        s.move(2, 220, 20)          // A's touch is stationary: A is not called
        #expect(stationaryInEvent)
        #expect(a.phases == [.began])
        #expect(b.phases == [.began, .moved])
        s.driver.move(1, to: P(20, 20))
        s.driver.frame()
        s.driver.frame()            // empty frame: nothing
        #expect(a.phases == [.began, .moved])
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(a.phases == [.began, .moved, .ended])
        #expect(b.phases == [.began, .moved, .ended])
        #expect(eventCount == 3 && !sawStationary)
        s.checker.verify()
    }

    /// `allTouches` follows fingers coming and going, read or not in between, and keeps no
    /// finished touch alive.
    @Test func allTouchesFollowsFingersComingAndGoing() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 300, 300))
        a.isMultipleTouchEnabled = true
        s.down(1, 10, 10)
        #expect(s.window.event.allTouches.map(\.identifier) == [1])
        s.down(2, 50, 10)
        s.down(3, 90, 10)
        #expect(Set(s.window.event.allTouches.map(\.identifier)) == [1, 2, 3])
        s.up(2)
        #expect(Set(s.window.event.allTouches.map(\.identifier)) == [1, 3])
        s.up(1)
        s.up(3)
        #expect(s.window.event.allTouches.isEmpty)
        s.checker.verify()
    }

    @Test func touchKeepsIdentityViewAndLocations() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 100, 100))
        var seen: [ObjectIdentifier] = []
        var locations: [(Point, Point)] = []
        a.onCall = { phase, touches, _ in
            let t = touches.first!
            seen.append(ObjectIdentifier(t))
            #expect(t.view === a && t.window === s.window)
            locations.append((t.location(in: a), t.previousLocation(in: nil)))
        }
        s.clock.advance(by: .milliseconds(5))
        s.down(1, 10, 10)
        s.clock.advance(by: .milliseconds(5))
        s.move(1, 300, 300)         // far outside A: still A's touch
        s.up(1)
        #expect(Set(seen).count == 1)
        #expect(a.phases == [.began, .moved, .ended])
        #expect(locations[1].0 == P(300, 300) && locations[1].1 == P(10, 10))
        s.checker.verify()
    }

    @Test func unknownIdsAreIgnoredAndReusedIdsCancelTheOldTouch() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 100, 100))
        s.move(42, 5, 5)
        s.up(43)
        #expect(a.calls.isEmpty)
        s.down(1, 10, 10)
        s.down(1, 20, 20)           // reused without an up
        #expect(a.phases == [.began, .cancelled, .began])
        s.up(1)
        #expect(a.phases == [.began, .cancelled, .began, .ended])
        s.checker.verify()
    }

    @Test func downAndUpInOneFrameAreDeliveredInOrder() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 100, 100))
        s.driver.down(1, at: P(10, 10))
        s.driver.up(1)
        s.driver.frame()
        #expect(a.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func cancelIsDeliveredAtOnce() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 100, 100))
        a.isMultipleTouchEnabled = true
        s.down(1, 10, 10)
        s.down(2, 20, 20)
        s.driver.move(1, to: P(30, 30))
        s.driver.move(2, to: P(40, 40))           // every touch has a queued change
        s.driver.down(3, at: P(50, 50))           // never delivered: dropped silently
        s.driver.cancel()
        #expect(a.calls.last == .init(phase: .cancelled, ids: [1, 2]))
        #expect(s.window.input.activeTouchCount == 0)
        s.checker.verify()
    }

    @Test func tapCountAndTimestamps() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 100, 100))
        var counts: [Int] = []
        var stamps: [Duration] = []
        a.onCall = { phase, touches, event in
            if phase == .began { counts.append(touches.first!.tapCount) }
            stamps.append(event.timestamp)
            #expect(touches.first!.timestamp == event.timestamp)
        }
        s.tap(10, 10)
        s.clock.advance(by: .milliseconds(100))
        s.tap(12, 12)
        s.clock.advance(by: .milliseconds(100))
        s.tap(14, 10)
        s.clock.advance(by: .seconds(1))
        s.tap(14, 10)
        s.tap(90, 90)               // too far from the previous one
        s.driver.drag(7, from: P(50, 50), to: P(90, 50), steps: 2, over: .milliseconds(40))
        s.tap(90, 50)               // right after a drag, not a tap: starts afresh
        s.down(8, 10, 80)
        s.clock.advance(by: .seconds(2))
        s.up(8)                     // held too long to be a tap
        s.tap(10, 80)
        #expect(counts == [1, 2, 3, 1, 1, 1, 1, 1, 1])
        #expect(stamps[0] == .zero && stamps[1] == .milliseconds(50))
        s.checker.verify()
    }

    @Test func eventAnswersPerViewAndPerRecognizer() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 100, 100))
        let b = s.view("B", R(200, 0, 100, 100))
        let g = s.recognizer("g", .manual, on: b)
        s.driver.down(1, at: P(10, 10))
        s.driver.down(2, at: P(210, 10))
        s.driver.frame()
        let e = s.window.event
        #expect(e.touches(for: a).map(\.identifier) == [1])
        #expect(e.touches(for: b).map(\.identifier) == [2])
        #expect(e.touches(for: g).map(\.identifier) == [2])
        #expect(e.touches(for: s.window).count == 2)
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        g.state = .failed
        s.checker.verify()
    }
}

extension TouchInputTests {
    @Test func inputFedFromInsideADeliveryWaitsForTheCurrentEvent() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 100, 100))
        var fed = false
        a.onCall = { phase, _, _ in
            if phase == .began && !fed {
                fed = true
                s.driver.move(1, to: P(20, 20))
                s.driver.frame()                      // re-entrant: delivered after this event
                #expect(a.phases == [.began])
            }
        }
        s.down(1, 10, 10)
        #expect(a.phases == [.began, .moved])
        s.up(1)
        s.checker.verify()
    }
}
