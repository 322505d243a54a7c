import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

export default function Store({ products }: InertiaProps<{ products: Data.Product[] }>) {
  return (
    <>
      <PageHeader title="Point Shop" />
      <div className="mx-auto grid max-w-6xl gap-4 px-4 sm:grid-cols-3">
        {products.length === 0 && <p>NO CURRENT PRODUCTS</p>}
        {products.map((p) => (
          <div key={p.id} className="neon-panel p-4">
            {p.name} · {p.price.toLocaleString('en-US')}
          </div>
        ))}
      </div>
    </>
  )
}
