import { SafeImage } from '~/components/ui/safe_image'

const DECO = [
  { src: '/assets-static/deco/card.svg', place: 'top-40 -left-6 -rotate-12', delay: '0s' },
  { src: '/assets-static/deco/coins.svg', place: 'top-[28rem] -right-4 rotate-6', delay: '-2s' },
  { src: '/assets-static/deco/dice.svg', place: 'top-[56rem] -left-2 rotate-12', delay: '-4s' },
  { src: '/assets-static/deco/crown.svg', place: 'top-24 right-6 -rotate-6', delay: '-1s' },
]

/** Card, coins, dice and crown floating in the margins: large screens only, gone if broken */
export function FloatingDeco() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 hidden xl:block">
      {DECO.map((d) => (
        <SafeImage
          key={d.src}
          src={d.src}
          fallback={null}
          alt=""
          width={140}
          height={140}
          data-deco
          className={`absolute w-28 animate-float opacity-80 drop-shadow-[0_0_24px_rgb(139_92_246/0.45)] 2xl:w-36 ${d.place}`}
          style={{ animationDelay: d.delay }}
        />
      ))}
    </div>
  )
}
