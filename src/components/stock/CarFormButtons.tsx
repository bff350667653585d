'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { CarFormSettings, FormCar } from '@/components/forms/car/formCar'
import { LazyCarLeadForm } from '@/components/forms/car/LazyCarLeadForm'
import { useHydrated } from '@/components/forms/useHydrated'
import { buttonClass } from '@/components/ui/Button'
import type { CarFormButton } from '@/domain/leads/carFormButtons'
import { ENQUIRY_ANCHOR } from '@/domain/enquiry'

type Props = {
  buttons: readonly CarFormButton[]
  car: FormCar
  settings: CarFormSettings
  dealerName: string
  /** Where the mobile sticky footer's Enquire links (StickyActionBar), when the site shows the footer. */
  stickyEnquireHref: string | null
  /** The car as the dialog shows it above the form, so the shopper sees which car they are asking about. */
  summary: { title: string; price: string; thumbnail: string | null }
}

/**
 * The car page's Enquire, Book a Test Drive and Make An Offer: each opens its
 * form in a modal <dialog>, whose code loads when first opened. Without
 * JavaScript each stays a link to the enquiry section. Closing keeps what the
 * shopper typed, for when they open it again.
 */
export function CarFormButtons({ buttons, car, settings, dealerName, stickyEnquireHref, summary }: Props) {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [open, setOpen] = useState<CarFormButton | null>(null)

  const show = (button: CarFormButton) => {
    setOpen(button)
    if (!dialog.current?.open) dialog.current?.showModal()
  }

  // The sticky footer's Enquire links to the contact page, which is where it
  // leads without JavaScript; with it, it opens the Enquiry dialog as the
  // spec's dialog buttons do. Caught before Next's link handles the click.
  const enquiry = buttons.find((button) => button.form === 'enquiry')
  useEffect(() => {
    if (!enquiry || !stickyEnquireHref) return
    const selector = `.sticky-action-bar a[href="${CSS.escape(stickyEnquireHref)}"]`
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      if (!(event.target instanceof Element) || !event.target.closest(selector)) return
      event.preventDefault()
      setOpen(enquiry)
      if (!dialog.current?.open) dialog.current?.showModal()
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [enquiry, stickyEnquireHref])

  return (
    <>
      <ul className="car-form-buttons">
        {buttons.map((button) => (
          <li key={button.form}>
            {hydrated ? (
              <button type="button" className={buttonClass(button.form === 'enquiry' ? 'primary' : 'secondary', { block: true })} aria-haspopup="dialog" onClick={() => show(button)}>
                {button.label}
              </button>
            ) : (
              <a className={buttonClass(button.form === 'enquiry' ? 'primary' : 'secondary', { block: true })} href={`#${ENQUIRY_ANCHOR}`}>
                {button.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className="car-form-dialog" aria-labelledby={titleId}>
        <div className="car-form-dialog-head">
          <h2 id={titleId}>{open?.title}</h2>
          <button type="button" className="car-form-dialog-close" aria-label="Close" onClick={() => dialog.current?.close()}>
            ×
          </button>
        </div>
        <div className="car-form-dialog-car">
          {summary.thumbnail ? <img src={summary.thumbnail} alt="" width={96} height={72} /> : null}
          <p>
            <strong>{summary.title}</strong>
            <span>{summary.price}</span>
          </p>
        </div>
        {open ? <LazyCarLeadForm key={open.form} form={open.form} car={car} settings={settings} dealerName={dealerName} labelledBy={titleId} /> : null}
      </dialog>
    </>
  )
}
