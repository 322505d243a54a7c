import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

export default function AdminShop({ products }: InertiaProps<{ products: Data.Product[] }>) {
  return (
    <>
      <PageHeader title="Products" />
      <ul className="mx-auto max-w-4xl px-4">
        {products.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </>
  )
}
