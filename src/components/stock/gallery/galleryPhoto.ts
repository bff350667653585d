/** One photo of the car gallery as the client parts get it: the full photo, its thumbnail, and whether next/image may optimise it. */
export type GalleryPhoto = { src: string; thumbnail: string; optimisable: boolean }
