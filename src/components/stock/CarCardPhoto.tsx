import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { IMAGE_QUALITY } from '@/domain/stockPhotos'
import { imageIsOptimisable } from '@/server/imageHosts'

import { CARD_PHOTO } from './cardPhotoSize'

/** A card's photo as its card draws it (CarCardView): the 400 px source, the 800 px one for 2x screens, and whether it waits its turn. */
export type CardPhotoImage = { src: string; srcSet?: string; first: boolean }

/**
 * A car card's photo, worked out on the server: the 400 px photo, and the
 * 800 px one for screens of 2x and more. The first card's photo is the page's
 * largest element, so it is preloaded and not lazy; every other waits its
 * turn behind it.
 */
export function cardPhotoImage(src: string, first: boolean): CardPhotoImage {
  if (!imageIsOptimisable(src)) return { src, first }
  // next/image's candidates for a 400 px image: "<400 px URL> 1x, <800 px URL> 2x". The first is the plain source.
  const [oneX, twoX] = getImageProps({ src, alt: '', ...CARD_PHOTO, quality: IMAGE_QUALITY.card }).props.srcSet!.split(', ')
  const source = oneX!.split(' ')[0]!
  if (first) preload(source, { as: 'image', imageSrcSet: twoX })
  return { src: source, srcSet: twoX, first }
}
