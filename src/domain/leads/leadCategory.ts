/**
 * The lead's category, the kind of business it is, in the words of the
 * general enquiry's categories (enquiryCategories.ts): a form about a new car
 * is New Vehicles, about a used or demo car (or a trade-in) Used Vehicles, the
 * finance enquiry Finance. Forms with no department keep the category the
 * shopper chose, else General Enquiry. It follows the lead's department
 * (leadRouting.ts), so reports and routing never disagree.
 */

import { type CarType } from '../stockVocabulary'
import { GENERAL_ENQUIRY_CATEGORY } from './enquiryCategories'
import type { LeadForm } from './formWording'
import { leadDepartment, type LeadDepartment } from './leadRouting'

const CATEGORY_OF_DEPARTMENT: Record<LeadDepartment, string> = {
  new: 'New Vehicles',
  used: 'Used Vehicles',
  service: 'Service',
  finance: 'Finance',
}

export function leadCategory(form: LeadForm, carType: CarType | null, chosen?: string | null): string {
  const department = leadDepartment({ form, carType })
  if (department) return CATEGORY_OF_DEPARTMENT[department]
  return chosen?.trim() || GENERAL_ENQUIRY_CATEGORY
}
