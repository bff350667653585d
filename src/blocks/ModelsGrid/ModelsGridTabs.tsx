'use client'

import { Badge } from '@/components/ui/Badge'
import { Tabs } from '@/components/ui/Tabs'

import grid from './ModelsGrid.module.css'

/** One model's tile as the grid draws it; `tabs`: the indices of the category tabs it shows under. */
export type GridModel = { id: number; name: string; href: string; image: string | null; status: string | null; tabs: number[] }

function Tiles({ models }: { models: readonly GridModel[] }) {
  return (
    <ul className={grid.grid}>
      {models.map((model) => (
        <li key={model.id} className={grid.tile}>
          {model.image ? <img className={grid.media} src={model.image} alt="" width={280} height={171} loading="lazy" /> : <span className={grid.media} />}
          <h3 className={grid.name}>
            <a href={model.href}>{model.name}</a>
          </h3>
          {model.status ? <Badge tone="accent">{model.status}</Badge> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * The models grid's category tabs. The server hands over each model once, as
 * data, and the tiles of the chosen tab are drawn from it: a tab's tiles are
 * not a second copy of the same models in the page.
 */
export function ModelsGridTabs({ label, tabs, models }: { label: string; tabs: string[]; models: GridModel[] }) {
  return <Tabs label={label} tabs={tabs.map((tab, at) => ({ id: `c${at}`, label: tab, content: <Tiles models={models.filter((model) => model.tabs.includes(at))} /> }))} />
}
