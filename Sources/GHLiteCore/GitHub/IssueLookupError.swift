/// What a look-up could not find or would not show; the command words it with the repository's name.
public enum IssueLookupError: Error, Equatable {
    case milestoneTitleNotFound(String)
    case milestoneNumberNotFound(Int)
    case pullRequest(number: Int, url: String)
    case issuesDisabled
    /// GraphQL's `issue(number:)` found no issue with that number.
    case issueNotFound(Int)
    /// The issue is now at `url`, another repository's (transferred): a write meant for this repository is not sent.
    case moved(number: Int, url: String)
    /// Offline, with no mirror of the repository to read.
    case notMirrored
    /// Offline, with no such issue in the mirror.
    case notInMirror(Int)
}
