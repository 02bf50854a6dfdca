@_implementationOnly import CCairo

extension CGAffineTransform {
    /// Converts a Cairo matrix, whose `xx, yx, xy, yy, x0, y0` are `a, b, c, d, tx, ty`.
    init(_ matrix: cairo_matrix_t) {
        self.init(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// The same transform as a Cairo matrix.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    /// Whether the transform can be inverted, which Cairo requires of every matrix it is given.
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }
}
