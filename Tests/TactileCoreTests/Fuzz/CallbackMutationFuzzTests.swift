import Testing
@testable import TactileCore
import TactileTesting
import TactileFuzzKit

/// The engine fuzzer with recognizer actions, delegates, timers and cancel handlers that add and
/// remove views and recognizers mid-dispatch (`tactile-fuzz --callback-mutations`).
@MainActor @Suite struct CallbackMutationFuzzTests {
    @Test func twoThousandStreamsMutatingFromCallbacksKeepTheInvariants() {
        let summary = FuzzCampaign.run(seed: 14_014, streams: 2_000, maxRecords: 40, mutations: true, callbackMutations: true)
        #expect(summary.streams == 2_000)
        #expect(summary.failedStreams == 0, "\(summary.firstFailure?.report ?? "")")
    }

    @Test func callbackMutationsLeaveTheRestOfTheWindowAsItWas() {
        let plain = FuzzWindowRecipe(seed: 77).build().description
        let mutating = FuzzWindowRecipe(seed: 77, callbackMutations: true).build().description
        #expect(Array(mutating.prefix(plain.count)) == plain)
        #expect(mutating.count > plain.count)
    }

    /// Found by `--callback-mutations` (200,000 streams, seed 20261126): a delegate removed a view's
    /// recognizers while their view was out of the window; one of them, cancelled there, reset on its
    /// own but left its entry among the engaged recognizers. As it required a recognizer of another
    /// view to fail, that one, failed on the next touch, was never reset and kept the touch alive.
    @Test func aRecognizerResetOutsideTheWindowHoldsNoOtherBack() {
        let recipe = FuzzWindowRecipe(seed: 3_697_482_616_525_801_159, mutations: true, callbackMutations: true)
        let records = [
            InputRecord(.touchDown(id: 7, at: Point(x: 155.8991334694016, y: 63.69434694159534)), at: .milliseconds(54)),
            InputRecord(.touchDown(id: 7, at: Point(x: 51.03665897461087, y: 409.27909936865365)), at: .milliseconds(1554)),
            InputRecord(.touchDown(id: 11, at: Point(x: 160.58221956857832, y: 309.6241529259994)), at: .milliseconds(3353)),
        ]
        #expect(FuzzRunner.run(recipe: recipe, records: records).problems == [])
    }

    /// Found by `--callback-mutations` (200,000 streams, seed 20261126): a delegate asked whether a
    /// pan receives a new touch took the pan's view out of the window and said yes; the pan joined
    /// anyway, and, out of the window, was never told the touch ended: it kept the touch alive.
    @Test func aRecognizerWhoseViewItsDelegateTookOutOfTheWindowDoesNotJoinTheTouch() {
        let recipe = FuzzWindowRecipe(seed: 649_397_839_004_793_733, mutations: true, callbackMutations: true)
        let records = [
            InputRecord(.touchDown(id: Int32.max, at: Point(x: -6.558818056038085, y: 404.1184601553719)), at: .milliseconds(4000)),
            InputRecord(.touchMotion(id: Int32.max, to: Point(x: 8.711840954381511, y: 278.5272607566516)), at: .milliseconds(4000)),
            InputRecord(.touchFrame, at: .milliseconds(9219)),
            InputRecord(.touchCancel, at: .milliseconds(9219)),
            InputRecord(.touchDown(id: 9, at: Point(x: 355.7731519514388, y: 170.92336090241113)), at: .milliseconds(14889)),
            InputRecord(.touchMotion(id: 9, to: Point(x: 92.91696614771857, y: 270.2873739554057)), at: .milliseconds(15850)),
            InputRecord(.touchDown(id: 9, at: Point(x: 101.21717786498573, y: 171.96999290789407)), at: .milliseconds(15850)),
            InputRecord(.touchDown(id: 1, at: Point(x: 104.62813603897352, y: 174.02034843057797)), at: .milliseconds(16880)),
            InputRecord(.touchMotion(id: 1, to: Point(x: 97.66897630157041, y: 210.20921089506123)), at: .milliseconds(20973)),
            InputRecord(.touchDown(id: 16, at: Point(x: 318.677027475317, y: 314.96885203305095)), at: .milliseconds(21112)),
            InputRecord(.touchDown(id: 16, at: Point(x: 56.75528057486417, y: 138.2456156398477)), at: .milliseconds(21119)),
            InputRecord(.touchMotion(id: 1, to: Point(x: 333.1920530720897, y: 233.61023495934663)), at: .milliseconds(21977)),
        ]
        #expect(FuzzRunner.run(recipe: recipe, records: records).problems == [])
    }

    /// Found by `--callback-mutations` (200,000 streams, seed 20261126): a pan's delegate took its
    /// view out of the window; the view's triple tap, asked next (it has no delegate), joined the
    /// touch anyway. Out of the window it never timed out, so the edge pan it required to fail was
    /// never reset and kept the next touch alive.
    @Test func noRecognizerOfAViewTakenOutOfTheWindowDuringSetUpJoinsTheTouch() {
        let recipe = FuzzWindowRecipe(seed: 15_878_191_044_777_791_180, mutations: true, callbackMutations: true)
        let records = [
            InputRecord(.touchDown(id: 12, at: Point(x: 113.79869789441156, y: 76.24651266937508)), at: .milliseconds(27)),
            InputRecord(.touchUp(id: 12), at: .milliseconds(27)),
            InputRecord(.touchFrame, at: .milliseconds(37)),
            InputRecord(.touchDown(id: 12, at: Point(x: 313.133032105805, y: 179.26134091178278)), at: .milliseconds(5037)),
        ]
        #expect(FuzzRunner.run(recipe: recipe, records: records).problems == [])
    }

    /// Found by `--callback-mutations`: a delegate asked whether a recognizer receives a new touch
    /// removed that recognizer from its view and said yes; it joined the touch's swarm anyway,
    /// tracked the touch with no view to deliver it, never finished, kept the touch alive and held
    /// back the reset of a recognizer it required to fail.
    @Test func aRecognizerRemovedByItsDelegateDuringSetUpDoesNotJoinTheTouch() {
        let recipe = FuzzWindowRecipe(seed: 6_548_368_481_196_773_812, mutations: true, callbackMutations: true)
        let records = [InputRecord(.touchDown(id: 8, at: Point(x: 129.29525776370738, y: 243.1814181541178)),
                                   at: .milliseconds(485))]
        #expect(FuzzRunner.run(recipe: recipe, records: records).problems == [])
    }

    /// Found by `--callback-mutations`: a pan recognizing cancelled its view's touches; the view's
    /// `touchesCancelled` removed every recognizer of the view, failing the pan — which then went
    /// on to `.began` (an illegal failed → began), detached, never reset and kept its touch alive.
    @Test func aRecognizerRemovedByTheViewCancellationItCausedDoesNotRecognize() {
        let recipe = FuzzWindowRecipe(seed: 6_548_368_481_196_773_812, mutations: true, callbackMutations: true)
        let records = [
            InputRecord(.touchDown(id: 8, at: Point(x: 129.29525776370738, y: 243.1814181541178)), at: .milliseconds(485)),
            InputRecord(.touchFrame, at: .milliseconds(564)),
            InputRecord(.touchMotion(id: 8, to: Point(x: 366.61872923508474, y: 375.5154610655004)), at: .milliseconds(564)),
        ]
        #expect(FuzzRunner.run(recipe: recipe, records: records).problems == [])
    }
}
