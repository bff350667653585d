import { permanentRedirect } from 'next/navigation'

/** Another address of the complaint handling page. */
export default function ComplaintHandlingAlias() {
  permanentRedirect('/pages/complaint-handling')
}
