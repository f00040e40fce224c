package import FlickGeometry

/// One vertex of a triangle mesh in output pixels, laid out as the interleaved vertex 2-D
/// backends take (position, RGBA8 colour, texture coordinate: 20 bytes; SDL's `SDL_Vertex`, or
/// a GL array with three attribute pointers), so a backend hands a mesh over without copying.
/// The SDL backend checks the layout once at start-up.
package struct MeshVertex: Hashable, Sendable {
    /// Position in pixels of the current render target.
    package var x: Float
    package var y: Float
    /// Colour, straight alpha; it modulates the texture when there is one (FEEL.md §6).
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8
    /// Texture coordinate in 0…1 (SDL 2.26 rejects values outside, FEEL.md §6).
    package var u: Float
    package var v: Float

    package init(x: Float, y: Float, r: UInt8, g: UInt8, b: UInt8, a: UInt8, u: Float = 0, v: Float = 0) {
        self.x = x
        self.y = y
        self.r = r
        self.g = g
        self.b = b
        self.a = a
        self.u = u
        self.v = v
    }
}

/// A colour ready for vertices: RGB bytes plus an alpha in 0…1 that fringes scale.
package struct VertexColor: Hashable, Sendable {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    /// Straight alpha, 0…1, already multiplied by the item's opacity.
    package var alpha: Double

    /// White at full alpha: the colour that leaves a texture unchanged.
    package static let white = VertexColor(r: 255, g: 255, b: 255, alpha: 1)

    /// A colour with its components as bytes.
    package init(r: UInt8, g: UInt8, b: UInt8, alpha: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.alpha = alpha
    }

    /// `c` at `opacity`: its alpha times the opacity, clamped to 0…1.
    package init(_ c: Color, opacity: Double) {
        let b = c.rgba8
        self.init(r: b.r, g: b.g, b: b.b, alpha: min(max(c.alpha * opacity, 0), 1))
    }

    /// The alpha as a byte, rounded and clamped.
    package func alphaByte(_ scale: Double = 1) -> UInt8 {
        let v = (alpha * scale * 255).rounded()
        return v <= 0 ? 0 : (v >= 255 ? 255 : UInt8(v))
    }
}

/// Triangles in output pixels: a vertex array and 32-bit indices, three per triangle.
///
/// Meshes are scratch buffers: the renderer clears them with `removeAll()` after each draw call and
/// keeps their capacity, so a steady frame allocates nothing.
package struct Mesh: Sendable {
    package var vertices: [MeshVertex] = []
    package var indices: [Int32] = []

    /// An empty mesh.
    package init() {}

    /// True when there is no triangle.
    package var isEmpty: Bool { indices.isEmpty }

    /// The number of triangles.
    package var triangleCount: Int { indices.count / 3 }

    /// Empties the mesh, keeping its storage for the next frame.
    package mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Appends a vertex and returns its index.
    @discardableResult
    package mutating func add(_ v: MeshVertex) -> Int32 {
        vertices.append(v)
        return Int32(vertices.count - 1)
    }

    /// Appends a triangle by vertex indices.
    package mutating func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// Appends the quad a-b-c-d (in order around it) as the triangles a-b-c and a-c-d: the shape
    /// SDL's software renderer recognises as a rectangle when the quad is axis-aligned.
    package mutating func quad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        triangle(a, b, c)
        triangle(a, c, d)
    }

    /// Appends another mesh, shifting its indices.
    package mutating func append(_ other: Mesh) {
        let base = Int32(vertices.count)
        vertices.append(contentsOf: other.vertices)
        indices.append(contentsOf: other.indices.lazy.map { $0 + base })
    }
}
