import { PROVIDER_LABELS, type Provider } from '@shared/leaderboards'
import { useImageStatus } from '~/hooks/use_image_status'

/**
 * A partner's wordmark, or its name in the display font when the logo cannot load. Below the
 * first screen pass loading="lazy": the server then sends no preload hint for it.
 */
export function PartnerLogo({
  provider,
  className = 'h-8 w-auto',
  loading,
}: {
  provider: Provider
  className?: string
  loading?: 'lazy' | 'eager'
}) {
  const src = `/assets-static/partners/${provider}.svg`
  const status = useImageStatus(src)
  if (status.broken) {
    return (
      <span className="font-display text-base font-extrabold tracking-wider text-white">
        {PROVIDER_LABELS[provider]}
      </span>
    )
  }
  return (
    <img
      ref={status.ref}
      src={src}
      alt={PROVIDER_LABELS[provider]}
      width={160}
      height={40}
      loading={loading}
      onError={status.onError}
      className={className}
    />
  )
}
