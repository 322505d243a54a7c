import type { ImgHTMLAttributes } from 'react'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>

/**
 * The NEONPLAY wordmark: header size unless told; where it stands says how soon to fetch it
 * (`fetchPriority`, `loading`)
 */
export function SiteLogo({ width = 150, height = 36, className = 'h-9 w-auto', ...img }: Props) {
  return (
    <img
      src="/logo.svg"
      alt="NEONPLAY"
      width={width}
      height={height}
      className={className}
      {...img}
    />
  )
}
