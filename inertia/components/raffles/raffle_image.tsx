import { Gift } from 'lucide-react'
import { SafeImage } from '~/components/ui/safe_image'

/** A raffle's picture filling its (relative) box, or a glowing gift when it has none */
export function RaffleImage({ src, large = false }: { src: string | null; large?: boolean }) {
  return (
    <>
      <SafeImage
        src={src}
        fallback={null}
        alt=""
        className="absolute inset-0 h-full w-full object-cover"
      />
      {!src && (
        <span className="absolute inset-0 grid place-items-center text-neon-pink/70">
          <Gift
            aria-hidden
            className={
              large
                ? 'h-20 w-20 drop-shadow-[0_0_24px_rgb(255_46_196/0.6)]'
                : 'h-14 w-14 drop-shadow-[0_0_18px_rgb(255_46_196/0.6)]'
            }
          />
        </span>
      )}
    </>
  )
}
