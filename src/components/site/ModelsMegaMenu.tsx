'use client'

import { useEffect, useId, useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import type { PlainLink } from '@/domain/menus'
import { ALL_VEHICLES, MODEL_CATEGORIES, MODEL_MENU_SCROLL_AFTER_TILES, type ModelCategory } from '@/domain/models'

import type { MenuModel } from './headerMenu'
import styles from './ModelsMegaMenu.module.css'
import { useHoverMenu } from './useHoverMenu'

/**
 * The New Vehicles mega-menu on wide screens: category
 * chips starting on All Vehicles, model tiles with Explore and Our Stock, and
 * the supplementary links. It opens on hover and on click, closes on Escape,
 * on leaving and when a model is chosen. Models arrive sorted and labelled by
 * the server (src/domain/models.ts).
 */
export function ModelsMegaMenu({ label, models, links }: { label: string; models: MenuModel[]; links: PlainLink[] }) {
  const { open, setOpen, hoverProps, toggle } = useHoverMenu()
  const [category, setCategory] = useState<ModelCategory>(ALL_VEHICLES)
  const panelId = useId()
  const shown = category === ALL_VEHICLES ? models : models.filter((model) => model.categories.includes(category))
  const tabs = MODEL_CATEGORIES.filter((tab) => tab === ALL_VEHICLES || models.some((model) => model.categories.includes(tab)))
  const close = () => setOpen(false)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, setOpen])

  return (
    <div className={styles.megaMenu} {...hoverProps}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {label}
        <Icon name="chevronDown" size={16} />
      </button>
      {/* The tiles are drawn when the menu opens: closed, the page carries only the models' data, once. */}
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <div className={styles.inner}>
            <div className={styles.tabs} role="group" aria-label="Model categories">
              {tabs.map((tab) => (
                <button key={tab} type="button" className={styles.tab} aria-pressed={tab === category} onClick={() => setCategory(tab)}>
                  {tab}
                </button>
              ))}
            </div>
            <ul className={shown.length > MODEL_MENU_SCROLL_AFTER_TILES ? `${styles.tiles} ${styles.scrolls}` : styles.tiles}>
              {shown.map((model) => (
                <li key={model.id} className={styles.tile}>
                  <span className={styles.photo}>{model.image ? <img src={model.image} alt="" width={280} height={171} loading="lazy" /> : <Icon name="car" size={40} />}</span>
                  <span className={styles.name}>
                    {model.name}
                    {model.label ? <span className={styles.badge}>{model.label}</span> : null}
                  </span>
                  <span className={styles.actions}>
                    <a href={model.href} onClick={close} aria-label={`Explore ${model.name}`}>
                      Explore
                    </a>
                    <a href={model.stockHref} onClick={close} aria-label={`Our Stock of ${model.name}`}>
                      Our Stock
                    </a>
                  </span>
                </li>
              ))}
            </ul>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} onClick={close}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  )
}
