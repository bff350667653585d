import { permanentRedirect } from 'next/navigation'

/** Another address of the complaint handling page (dealer-network §2). */
export default function ComplaintHandlingAlias() {
  permanentRedirect('/pages/complaint-handling')
}
