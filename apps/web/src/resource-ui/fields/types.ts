import type { ComponentType, ReactNode } from 'react';
import type { FieldDef } from '@sigap/domain';
import type { FormValue, FormValues } from '../form-values';

export interface FieldInputProps {
  name: string;
  def: FieldDef;
  value: FormValue;
  onChange: (value: FormValue) => void;
  /** Every value of the form (lookups filtered by another field read it). */
  values: FormValues;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

export interface FieldCellProps {
  name: string;
  def: FieldDef;
  value: unknown;
  row: Record<string, unknown>;
}

export interface FieldUi {
  /** Table cell of the list. */
  Cell: ComponentType<FieldCellProps>;
  /** Input of the form. */
  Input: ComponentType<FieldInputProps>;
  /** Detail view; the cell when absent. */
  View?: ComponentType<FieldCellProps>;
  /** Takes the full form width. */
  wide?: boolean;
}
