import { useCallback, useState } from 'react'
import { toast } from 'sonner'

/**
 * The error of a form: shown in a red toast (docs/product.md) and kept under the field it
 * concerns until the user edits the form again.
 */
export function useFormError<Field extends string = string>() {
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null)
  const fail = useCallback((message: string, field?: Field) => {
    setError({ message, field })
    toast.error(message)
  }, [])
  const clear = useCallback(() => setError(null), [])
  return {
    message: error?.message ?? null,
    /** the message when it belongs to this field */
    of: (field: Field) => (error?.field === field ? error.message : null),
    /** the message when it belongs to no field in particular (a server answer, say) */
    general: error && !error.field ? error.message : null,
    fail,
    clear,
  }
}
