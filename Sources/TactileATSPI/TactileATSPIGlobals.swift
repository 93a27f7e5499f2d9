// Everything in TactileATSPI that lives for the whole process would be in this file.
//
// There is nothing: the bridge's state (connections, object ids, the tree's caches) belongs to the
// `AtspiBridge` that `Application.run` owns for as long as it runs, and sd-bus's C callbacks find
// their Swift closures through the userdata pointers they are given, not through globals.
// `ProcessWideStateTests` checks that no other file of the module adds any.
