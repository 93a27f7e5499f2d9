import Foundation
import Testing
import TactileFuzzKit

/// `tactile-fuzz --wire --jobs N` shares one campaign among N processes: together they must play
/// exactly the sequences one process would, and their counts must add up.
@Suite struct WireShardTests {
    private func options(sequences: Int, shard: Int, of count: Int) -> WireCampaign.Options {
        var options = WireCampaign.Options(apps: [], sequences: sequences, seed: 1)
        options.shard = shard
        options.shardCount = count
        return options
    }

    @Test(arguments: [1, 2, 3, 4, 7])
    func theShardsPlayEverySequenceOnce(count: Int) {
        var played: [Int] = []
        for shard in 0..<count { played += WireCampaign.indices(of: options(sequences: 101, shard: shard, of: count)) }
        #expect(played.sorted() == Array(0..<101))
    }

    @Test func anOutOfRangeShardStillPlaysValidSequences() {
        #expect(Array(WireCampaign.indices(of: options(sequences: 5, shard: 9, of: 2))) == [1, 3])
        #expect(Array(WireCampaign.indices(of: options(sequences: 3, shard: 0, of: 0))) == [0, 1, 2])
    }

    @Test func countsAddUpAfterTheTripThroughJSON() throws {
        var a = WireCampaign.Summary()
        a.sequences = 3; a.events = 40; a.verifiedDrags = 2; a.signalDeaths = 1
        a.cleanExits = ["0: ": 1]; a.maxResidentBytes = 10; a.maxDescriptors = 8
        var b = WireCampaign.Summary()
        b.sequences = 4; b.events = 50; b.hangs = 1; b.starts = 2
        b.cleanExits = ["0: ": 2, "1: lost": 1]; b.maxResidentBytes = 30; b.maxDescriptors = 6
        var total = WireCampaign.Summary()
        for part in [a, b] { total.add(try JSONDecoder().decode(WireCampaign.Summary.self, from: JSONEncoder().encode(part))) }
        #expect(total.sequences == 7)
        #expect(total.events == 90)
        #expect(total.verifiedDrags == 2)
        #expect(total.signalDeaths == 1)
        #expect(total.hangs == 1)
        #expect(total.starts == 2)
        #expect(total.cleanExits == ["0: ": 3, "1: lost": 1])
        #expect(total.maxResidentBytes == 30)
        #expect(total.maxDescriptors == 8)
    }
}

/// `--start-index` replays a campaign from a given sequence: each shard starts at its first index there.
@Suite struct WireStartIndexTests {
    @Test func aStartIndexKeepsEachShardOnItsOwnSequences() {
        for count in [1, 3, 4] {
            var played: [Int] = []
            for shard in 0..<count {
                var options = WireCampaign.Options(apps: [], sequences: 50, seed: 1)
                options.shard = shard
                options.shardCount = count
                options.startIndex = 17
                let indices = Array(WireCampaign.indices(of: options))
                #expect(indices.allSatisfy { $0 % count == shard })
                played += indices
            }
            #expect(played.sorted() == Array(17..<50))
        }
    }
}
