// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A parameter-count field in billions that also understands the unit words people type: 7, 7.5B,
// 500M, 350 million, 1.5T, 70亿 / 70億, 5000万 / 5000萬, or a plain count (7,000,000,000).
// Text that is not a count, or is out of range, is never reverted silently: invalidText() says why,
// and the page shows it inline.

#include "checkedspinbox.h"

#include <QDoubleSpinBox>

#include <optional>

namespace gpuplan::ui {

// Parameters (not billions) from the text, or empty when it is not a parameter count.
std::optional<double> parseParameterCount(const QString &text, double plainUnit = 1e9);
// A count from the text with the same unit words; a plain number is in `plainUnit` (the field's
// unit: 1e9 for billions, 1e8 for 亿) unless that would be 10^14 or more: then it is the count itself.
std::optional<double> parseCount(const QString &text, double plainUnit);

// A checked number field (CheckedDoubleSpinBox: nothing clamped or reverted silently) whose value
// is in `countUnit()` and that also takes the unit words: the training token count, in billions (or
// 亿 in Chinese), typed as 300B, 1.5T, 2,000,000,000 or 5000亿.
class CountSpinBox : public CheckedDoubleSpinBox
{
    Q_OBJECT

public:
    explicit CountSpinBox(QWidget *parent = nullptr);
    void setCountUnit(double unit);
    double countUnit() const { return m_unit; }
    // The decimals the text shows for a count of one unit or more (the field keeps decimals() of
    // them, so that a count below a unit still shows with four significant digits).
    void setShownDecimals(int decimals) { m_shownDecimals = decimals; }

protected:
    double typedNumber(const QString &text) const override;
    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;
    QString textFromValue(double value) const override;

private:
    QString stripped(const QString &text) const;
    std::optional<double> read(const QString &text) const;
    double m_unit = 1e9;
    int m_shownDecimals = -1;   // -1: all of decimals()
};

// A checked money field (CheckedDoubleSpinBox) that also takes the amounts people type with a unit
// word: 800万 / 800萬, 1.2亿, 8M, 2.5 million (a GUI QA pass typed "800万" into the budget limit and
// read "is not a number", while the token field took "8000万"). Plain numbers read as before.
class MoneySpinBox : public CheckedDoubleSpinBox
{
    Q_OBJECT

public:
    explicit MoneySpinBox(QWidget *parent = nullptr);

protected:
    double typedNumber(const QString &text) const override;
    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;

private:
    // The amount of a text with a unit word, or empty for a plain number or no amount.
    std::optional<double> withUnitWord(const QString &text) const;
};

// A checked whole-number field of tokens (CheckedSpinBox) that also takes the unit words: 1.5k, 128k,
// 2M, 3万 (a 简体中文 QA pass typed "1.5k" into the input tokens and read "is not a number", while the
// CLI takes 128k). A count with a fraction left ("1.2345k") is not taken and said.
class TokenSpinBox : public CheckedSpinBox
{
    Q_OBJECT

public:
    explicit TokenSpinBox(QWidget *parent = nullptr);

protected:
    double typedNumber(const QString &text) const override;
    QValidator::State validate(QString &input, int &pos) const override;
    int valueFromText(const QString &text) const override;

private:
    std::optional<double> withUnitWord(const QString &text) const;
};

class ParamsSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    explicit ParamsSpinBox(QWidget *parent = nullptr);

    // Why the text last typed could not be taken (translated), or empty.
    QString invalidText() const { return m_invalid; }
    // Checks the text now (and re-translates the message after a language switch).
    void checkText();

signals:
    void invalidTextChanged(const QString &message);

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;
    // In Chinese the count is shown in 亿 / 億 (10^8), as Chinese writes it: 68.98 billion is 689.8 亿.
    QString textFromValue(double billions) const override;
    void fixup(QString &input) const override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QString stripped(const QString &text) const;
    // What a number without a unit counts: the unit the field shows (亿 / 億 in Chinese, else billions).
    static double plainUnit();
    std::optional<double> parsed(const QString &text) const { return parseParameterCount(text, plainUnit()); }

    QString m_invalid;
};

} // namespace gpuplan::ui
