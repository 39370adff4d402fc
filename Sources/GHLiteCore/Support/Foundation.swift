// One place that chooses the smallest Foundation that does the job: FoundationEssentials has
// Data, Date, URL, JSON coding and ProcessInfo without pulling ICU into every start-up.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
