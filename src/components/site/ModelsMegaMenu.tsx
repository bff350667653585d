'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import { MODEL_CATEGORIES, MODEL_MENU_SCROLL_AFTER_TILES } from '@/domain/constants'
import { ALL_VEHICLES, type ModelCategory } from '@/domain/models'

import { useHoverMenu } from './useHoverMenu'

export type MenuModel = { id: number; name: string; href: string; stockHref: string; image: string | null; categories: string[]; label: string | null }

/**
 * The New Vehicles mega-menu (dealer-network §2): category filters starting on
 * All Vehicles, model tiles with Explore and Our Stock, and the supplementary links. It opens on
 * hover and on click, closes on Escape, on leaving and when a model is chosen.
 * Models arrive sorted and labelled by the server (src/domain/models.ts).
 */
export function ModelsMegaMenu({ label, models, links }: { label: string; models: MenuModel[]; links: { label: string; href: string }[] }) {
  const { open, setOpen, hoverProps, toggle } = useHoverMenu()
  const [category, setCategory] = useState<ModelCategory>(ALL_VEHICLES)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const shown = category === ALL_VEHICLES ? models : models.filter((model) => model.categories.includes(category))
  const tabs = MODEL_CATEGORIES.filter((tab) => tab === ALL_VEHICLES || models.some((model) => model.categories.includes(tab)))

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, setOpen])

  return (
    <div className="mega-menu" ref={root} {...hoverProps}>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {label}
      </button>
      <div id={panelId} className="mega-menu-panel" hidden={!open}>
        <div className="mega-menu-tabs" role="group" aria-label="Model categories">
          {tabs.map((tab) => (
            <button key={tab} type="button" aria-pressed={tab === category} onClick={() => setCategory(tab)}>
              {tab}
            </button>
          ))}
        </div>
        <ul className={shown.length > MODEL_MENU_SCROLL_AFTER_TILES ? 'mega-menu-tiles scrolls' : 'mega-menu-tiles'}>
          {shown.map((model) => (
            <li key={model.id}>
              {model.image ? <img src={model.image} alt="" width={280} height={171} /> : null}
              <span className="mega-menu-name">{model.name}</span>
              {model.label ? <span className="model-label">{model.label}</span> : null}
              <span className="mega-menu-actions">
                <Link href={model.href} onClick={() => setOpen(false)} aria-label={`Explore ${model.name}`}>
                  Explore
                </Link>
                <Link href={model.stockHref} onClick={() => setOpen(false)} aria-label={`Our Stock of ${model.name}`}>
                  Our Stock
                </Link>
              </span>
            </li>
          ))}
        </ul>
        <ul className="mega-menu-links">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
