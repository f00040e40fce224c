/// A least-squares polynomial fit y ≈ c₀ + c₁·x + c₂·x² + … (the kind Flutter's and Android's
/// velocity trackers use), solved by QR decomposition with modified Gram–Schmidt.
struct PolynomialFit: Hashable, Sendable {
    /// Coefficients, lowest power first; `degree + 1` of them.
    var coefficients: [Double]
    /// Coefficient of determination R² in 0…1 (1 when the data has no variance to explain).
    var confidence: Double

    /// Fits a polynomial of `degree` through (x, y) pairs. Returns nil when the system has no unique
    /// solution (fewer points than coefficients, or x values too alike to tell the powers apart).
    init?(x: [Double], y: [Double], degree: Int) {
        let m = x.count
        let n = degree + 1
        guard degree >= 0, m == y.count, m >= n else { return nil }

        // Columns of the Vandermonde matrix: a[j][i] = x[i]^j.
        var a = [[Double]](repeating: [Double](repeating: 1, count: m), count: n)
        for j in 1..<n {
            for i in 0..<m { a[j][i] = a[j - 1][i] * x[i] }
        }

        // Modified Gram–Schmidt: a = q·r, q orthonormal columns, r upper triangular.
        var q = a
        var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for j in 0..<n {
            for k in 0..<j {
                let dot = Self.dot(q[j], q[k])
                r[k][j] = dot
                for i in 0..<m { q[j][i] -= dot * q[k][i] }
            }
            let norm = Self.dot(q[j], q[j]).squareRoot()
            // Relative tolerance: the column is (numerically) a combination of the earlier ones.
            let scale = Self.dot(a[j], a[j]).squareRoot()
            guard norm > 1e-9 * max(scale, 1e-300) else { return nil }
            r[j][j] = norm
            for i in 0..<m { q[j][i] /= norm }
        }

        // Back-substitution: r·c = qᵀ·y.
        var c = [Double](repeating: 0, count: n)
        for j in stride(from: n - 1, through: 0, by: -1) {
            var value = Self.dot(q[j], y)
            for k in (j + 1)..<n { value -= r[j][k] * c[k] }
            c[j] = value / r[j][j]
        }
        guard c.allSatisfy(\.isFinite) else { return nil }

        let mean = y.reduce(0, +) / Double(m)
        var residual = 0.0
        var total = 0.0
        for i in 0..<m {
            var predicted = 0.0
            var power = 1.0
            for j in 0..<n {
                predicted += c[j] * power
                power *= x[i]
            }
            residual += (y[i] - predicted) * (y[i] - predicted)
            total += (y[i] - mean) * (y[i] - mean)
        }
        coefficients = c
        confidence = total <= 1e-12 ? 1 : max(0, min(1, 1 - residual / total))
    }

    private static func dot(_ u: [Double], _ v: [Double]) -> Double {
        var sum = 0.0
        for i in u.indices { sum += u[i] * v[i] }
        return sum
    }
}
