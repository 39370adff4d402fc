extension IssueModel {
    /// What waits in the outbox for this repository, to show over what GitHub or the mirror says.
    public func pendingChanges() -> PendingChanges {
        environment.pendingChanges()
    }
}
