// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricedialog.h"

#include "persistence/scenariofileio.h"
#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "widgets/filedialogs.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplan::ui {

namespace {
enum Column { GpuCol, PurchaseLowCol, PurchaseMidCol, PurchaseHighCol, ServerLowCol, ServerHighCol, RentLowCol,
              RentHighCol, KwCol, DateCol, SourceCol, ColumnCount };

bool isMoney(PriceField f)
{
    return f != PriceField::KwPerGpu;
}
} // namespace

int PriceDialog::columnOf(PriceField f)
{
    switch (f) {
    case PriceField::PurchaseLow: return PurchaseLowCol;
    case PriceField::PurchaseHigh: return PurchaseHighCol;
    case PriceField::ServerLow: return ServerLowCol;
    case PriceField::ServerHigh: return ServerHighCol;
    case PriceField::RentLow: return RentLowCol;
    case PriceField::RentHigh: return RentHighCol;
    case PriceField::KwPerGpu: return KwCol;
    }
    return -1;
}

PriceDialog::PriceDialog(const PriceOverrides &overrides, const engine::Scenario &scenario, QWidget *parent)
    : QDialog(parent), m_overrides(overrides), m_scenario(scenario)
{
    const engine::Catalog &cat = catalog();
    m_currency = engine::currencyId(scenario.budget.currency);
    m_rate = engine::resolveMoney(scenario, cat.prices.get()).rate(scenario.budget.currency);
    setWindowTitle(tr("Prices"));
    auto *layout = new QVBoxLayout(this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setText(tr("Prices in %1 (%2 per USD). Edit a cell to use your own quote; your prices are shown in bold "
                       "and apply to every plan. Purchase prices are ranges: plans use the middle.")
                        .arg(QString::fromStdString(m_currency), formatNumber(m_rate, 2)));
    layout->addWidget(m_note);
    m_table = new QTableWidget(this);
    m_table->setColumnCount(ColumnCount);
    const QString c = currencySymbol(m_currency);
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("Purchase low\n%1/GPU").arg(c), tr("Purchase mid\n%1/GPU").arg(c),
                                        tr("Purchase high\n%1/GPU").arg(c), tr("Server low\n%1").arg(c),
                                        tr("Server high\n%1").arg(c), tr("Rent low\n%1/GPU-hour").arg(c),
                                        tr("Rent high\n%1/GPU-hour").arg(c), tr("kW per GPU\n(server share)"),
                                        tr("Date"), tr("Source")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SourceCol, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *reset = buttons->addButton(tr("&Reset to Catalogue Prices"), QDialogButtonBox::ResetRole);
    QPushButton *exportButton = buttons->addButton(tr("&Export…"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset, &QPushButton::clicked, this, [this] { resetOverrides(); });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        QString selected;
        const QString csv = tr("CSV (*.csv)"), json = tr("JSON (*.json)");
        QString path = askSaveFile(this, tr("Export Prices"), QDir(documentsFolder()).filePath(QStringLiteral("prices.csv")),
                                   csv + QStringLiteral(";;") + json, &selected);
        if (path.isEmpty())
            return;
        const bool asJson = selected == json || path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
        QString error;
        if (!writeFileAtomically(path, asJson ? exportJson() : exportCsv(), &error))
            QMessageBox::warning(this, tr("Prices"), error);
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (!m_filling)
            commitCell(item->row(), item->column());
    });
    fill();
    resize(1100, 560);
}

// The instance shapes the catalogue prices on their own, and what an edit does to them.
QString PriceDialog::shapesToolTip(const engine::GpuPrice &p, double rate)
{
    const QLocale loc;
    QStringList lines;
    lines << tr("This rate applies to instances of other sizes. Priced on their own:");
    for (const engine::RentShape &shape : p.rentShapes)
        lines << tr("%n GPU(s) (%1): %2–%3 per GPU-hour", nullptr, shape.gpus)
                     .arg(QString::fromStdString(shape.instance), loc.toString(shape.perGpuHour.low * rate, 'f', 2),
                          loc.toString(shape.perGpuHour.high * rate, 'f', 2));
    lines << tr("A rate you enter applies to every instance size.");
    return lines.join(QLatin1Char('\n'));
}

void PriceDialog::fill()
{
    m_filling = true;
    const engine::Catalog &cat = catalog();
    const engine::PriceBook book = cat.prices ? m_overrides.apply(*cat.prices) : engine::PriceBook {};
    m_table->setRowCount(static_cast<int>(cat.gpus.size()));
    const QLocale loc;
    for (int r = 0; r < static_cast<int>(cat.gpus.size()); ++r) {
        const engine::Gpu &g = cat.gpus[static_cast<std::size_t>(r)];
        const QString id = QString::fromStdString(g.id);
        auto *name = new QTableWidgetItem(QString::fromStdString(g.name));
        name->setData(Qt::UserRole, id);
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(r, GpuCol, name);
        const engine::GpuPrice *p = book.gpu(g.id);
        for (int f = 0; f < kPriceFieldCount; ++f) {
            const auto field = static_cast<PriceField>(f);
            const std::optional<double> v = p ? priceValue(*p, field) : std::nullopt;
            const double shown = v ? *v * (isMoney(field) ? m_rate : 1.0) : 0;
            const int decimals = field == PriceField::RentLow || field == PriceField::RentHigh || field == PriceField::KwPerGpu ? 2 : 0;
            auto *item = new QTableWidgetItem(v ? loc.toString(shown, 'f', decimals) : QString());
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (m_overrides.value(id, field)) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
                item->setBackground(QColor(0xff, 0xf4, 0xce));
            }
            if (p && !p->rentShapes.empty() && (field == PriceField::RentLow || field == PriceField::RentHigh))
                item->setToolTip(shapesToolTip(*p, m_rate));
            m_table->setItem(r, columnOf(field), item);
        }
        auto readOnly = [&](int col, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            m_table->setItem(r, col, item);
            return item;
        };
        readOnly(PurchaseMidCol, p && p->purchasePerGpu ? loc.toString(p->purchasePerGpu->mid() * m_rate, 'f', 0) : QString())
            ->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        const engine::PriceRange *any = p && p->purchasePerGpu ? &*p->purchasePerGpu
                                        : p && p->server       ? &*p->server
                                        : p && p->rentPerGpuHour ? &*p->rentPerGpuHour
                                                                 : nullptr;
        readOnly(DateCol, any ? QString::fromStdString(any->date) : QString());
        QString source;
        if (!p)
            source = tr("no prices");
        else if (m_overrides.contains(id))
            source = tr("your prices");
        else if (any)
            source = (any->estimate ? tr("estimate: %1") : tr("quoted: %1")).arg(QString::fromStdString(any->basis));
        readOnly(SourceCol, source)->setToolTip(source);
    }
    m_filling = false;
}

void PriceDialog::commitCell(int row, int column)
{
    const QString id = m_table->item(row, GpuCol)->data(Qt::UserRole).toString();
    for (int f = 0; f < kPriceFieldCount; ++f) {
        const auto field = static_cast<PriceField>(f);
        if (columnOf(field) != column)
            continue;
        const QString text = m_table->item(row, column)->text().trimmed();
        bool ok = false;
        double v = QLocale().toDouble(text, &ok);
        if (!ok)
            v = text.toDouble(&ok);
        if (text.isEmpty())
            m_overrides.set(id, field, std::nullopt);
        else if (ok && v >= 0)
            m_overrides.set(id, field, isMoney(field) ? v / m_rate : v);
    }
    fill();
}

void PriceDialog::resetOverrides()
{
    m_overrides.clear();
    fill();
}

QByteArray PriceDialog::exportCsv() const
{
    QStringList lines;
    auto csvField = [](QString s) {
        if (s.contains(u',') || s.contains(u'"') || s.contains(u'\n'))
            s = u'"' + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
        return s;
    };
    QStringList header;
    for (int c = 0; c < m_table->columnCount(); ++c)
        header << csvField(m_table->horizontalHeaderItem(c)->text().replace(u'\n', u' '));
    header << QStringLiteral("id");
    lines << header.join(u',');
    const QLocale loc;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < m_table->columnCount(); ++c) {
            QString t = m_table->item(r, c) ? m_table->item(r, c)->text() : QString();
            if (c != GpuCol && c != DateCol && c != SourceCol && !t.isEmpty()) {
                bool ok = false;
                const double v = loc.toDouble(t, &ok);
                if (ok)
                    t = QString::number(v, 'g', 12);
            }
            row << csvField(t);
        }
        row << m_table->item(r, GpuCol)->data(Qt::UserRole).toString();
        lines << row.join(u',');
    }
    return QByteArray("\xEF\xBB\xBF") + lines.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

QByteArray PriceDialog::exportJson() const
{
    const engine::Catalog &cat = catalog();
    const engine::PriceBook book = cat.prices ? m_overrides.apply(*cat.prices) : engine::PriceBook {};
    QJsonArray gpus;
    for (const engine::GpuPrice &p : book.gpus) {
        QJsonObject o;
        o.insert(u"gpu", QString::fromStdString(p.gpu));
        auto range = [&](const char *key, const std::optional<engine::PriceRange> &r) {
            if (!r)
                return;
            QJsonObject j;
            j.insert(u"low", r->low);
            j.insert(u"high", r->high);
            j.insert(u"date", QString::fromStdString(r->date));
            j.insert(u"estimate", r->estimate);
            j.insert(u"basis", QString::fromStdString(r->basis));
            o.insert(QLatin1String(key), j);
        };
        range("purchase_usd_per_gpu", p.purchasePerGpu);
        range("server_usd", p.server);
        range("rent_usd_per_gpu_hour", p.rentPerGpuHour);
        if (p.serverKwPerGpu > 0)
            o.insert(u"server_power_kw_per_gpu", p.serverKwPerGpu);
        gpus.append(o);
    }
    QJsonObject root;
    root.insert(u"currency", QStringLiteral("USD"));
    root.insert(u"gpus", gpus);
    root.insert(u"overrides", m_overrides.toJson());
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace gpuplan::ui
