import Testing

/// Expects `actual` to equal `expected` within a relative tolerance (and, for values near
/// zero, an absolute one), recording the failure at the caller's source location.
///
/// `==` on `Double` stays exact in the engine; tests compare hand-computed values with an
/// explicit tolerance instead.
/// - Parameters:
///   - actual: the value the code under test produced.
///   - expected: the value computed by hand.
///   - relative: largest accepted |actual − expected| / |expected|; default 1e-9.
///   - absolute: largest accepted |actual − expected| regardless of size; default 0.
func expectClose(
    _ actual: Double,
    _ expected: Double,
    relative: Double = 1e-9,
    absolute: Double = 0,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let difference = abs(actual - expected)
    let allowed = max(absolute, relative * abs(expected))
    #expect(
        difference <= allowed,
        "\(actual) is not within \(allowed) of \(expected)\(comment.map { " — \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}
