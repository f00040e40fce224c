/// The demo's images and icons, by their paths under `Assets/` (load them with
/// `ImageRef.asset(_:)`; the renderer finds the folder through `AssetLocator`). Made by
/// `scripts/make-demo-assets.py`; `DemoAssetsTests` checks every name exists and decodes.
///
/// Icons are white on transparent, 48×48 pixels named `@2x`, so they are 24×24 points; tint
/// them by drawing them over a colour or under a coloured layer's opacity. Images are 360×640
/// pixel illustrations (9:16), for cards, grids and full-screen stories.
public enum DemoAssets {
    /// Nav-bar and control icons (24 pt).
    public enum Icon {
        /// Chat bubble (left panel).
        public static let chat = "icons/chat@2x.png"
        /// Capture ring (the camera's shutter button).
        public static let capture = "icons/capture@2x.png"
        /// Discover grid (right panel).
        public static let discover = "icons/discover@2x.png"
        /// Memories: stacked photos (top panel).
        public static let memories = "icons/memories@2x.png"
        /// Settings gear.
        public static let settings = "icons/settings@2x.png"
        /// Back chevron.
        public static let back = "icons/back@2x.png"
        /// Close ×.
        public static let close = "icons/close@2x.png"
        /// Heart (like).
        public static let heart = "icons/heart@2x.png"
        /// Share (arrow out of a tray).
        public static let share = "icons/share@2x.png"
        /// Magnifying glass.
        public static let search = "icons/search@2x.png"
        /// Lightning bolt (flash).
        public static let flash = "icons/flash@2x.png"
        /// Two arrows in a circle (switch camera).
        public static let flip = "icons/flip@2x.png"

        /// Every icon.
        public static let all = [
            chat, capture, discover, memories, settings, back, close, heart, share, search, flash, flip,
        ]
    }

    /// Story and card illustrations (360×640 px).
    public enum Image {
        /// Mountains at sunset.
        public static let sunsetMountains = "images/story-mountains.png"
        /// Moonlit sea.
        public static let moonlitSea = "images/story-sea.png"
        /// Aurora over snowy hills.
        public static let aurora = "images/story-aurora.png"
        /// City skyline at night.
        public static let city = "images/story-city.png"
        /// Desert dunes under a big sun.
        public static let desert = "images/story-desert.png"
        /// Pine forest in morning fog.
        public static let forest = "images/story-forest.png"
        /// Abstract soft blobs.
        public static let blobs = "images/abstract-blobs.png"
        /// Abstract colour waves.
        public static let waves = "images/abstract-waves.png"
        /// Pet card: cat.
        public static let cat = "images/pet-cat.png"
        /// Pet card: dog.
        public static let dog = "images/pet-dog.png"
        /// Pet card: fox.
        public static let fox = "images/pet-fox.png"
        /// Pet card: owl.
        public static let owl = "images/pet-owl.png"

        /// The landscape and abstract stories, for the discover and memories grids and the deck.
        public static let stories = [sunsetMountains, moonlitSea, aurora, city, desert, forest, blobs, waves]
        /// The pet cards, for the flip scene.
        public static let pets = [cat, dog, fox, owl]
        /// Every image.
        public static let all = stories + pets
    }

    /// Every asset named here.
    public static let all = Icon.all + Image.all
}
